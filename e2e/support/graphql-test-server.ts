/**
 * A local GraphQL API for the runner's end-to-end tests: the repository schema (schema/*.graphql)
 * with deterministic mock data, the real API's token check, and a log of what it received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  graphql,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from "graphql";
import { loadSchema } from "#build/graphql/load-schema.ts";

/** One request as the server saw it. */
export interface ReceivedRequest {
  token: string | null;
  body: { query?: string; variables?: Record<string, unknown>; operationName?: string };
}

/** A running test server; `url` has no trailing query string. */
export interface GraphqlTestServer {
  url: string;
  requests: ReceivedRequest[];
  close: () => Promise<void>;
}

/** The itinerary and profile the tests look for; every other field is mocked from its type. */
export const TEST_DATA = {
  itineraryTitle: "Laneways from the local test server",
  profileName: "Local Test Profile",
};

const ROOT_VALUE = {
  itinerary: ({ id }: { id: string }) => ({ id, title: TEST_DATA.itineraryTitle }),
  authorizedProfiles: ({ first }: { first: number }) => ({
    nodes: [{ id: "profile/local-test", handle: "local-test", name: TEST_DATA.profileName }].slice(0, first),
  }),
};

/** Starts the server on a free port of 127.0.0.1; only requests with one of `tokens` are answered. */
export async function startGraphqlTestServer(options: { tokens: string[] }): Promise<GraphqlTestServer> {
  const { schema } = loadSchema();
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    handle(schema, options.tokens, requests, request, response).catch((error: unknown) => {
      send(response, 500, { errors: [{ message: `Test server failed: ${String(error)}` }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function handle(
  schema: GraphQLSchema,
  tokens: string[],
  requests: ReceivedRequest[],
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (request.method === "OPTIONS") return send(response, 204);
  const token = new URL(request.url ?? "/", "http://127.0.0.1").searchParams.get("accessToken");
  let body: ReceivedRequest["body"];
  try {
    body = JSON.parse(await readBody(request)) as ReceivedRequest["body"];
  } catch {
    return send(response, 400, { errors: [{ message: "The request body is not JSON." }] });
  }
  requests.push({ token, body });
  if (!token || !tokens.includes(token)) return send(response, 401, { errors: [{ message: "Invalid bearer token" }] });
  const result = await graphql({
    schema,
    source: body.query ?? "",
    variableValues: body.variables ?? null,
    operationName: body.operationName ?? null,
    rootValue: ROOT_VALUE,
    fieldResolver: resolveField,
    typeResolver: resolveType,
  });
  send(response, 200, result);
}

// Fields the data above provides come from it (functions are called with the arguments);
// the rest are mocked from their type, so any valid operation gets the same answer every time.
const resolveField: GraphQLFieldResolver<unknown, unknown, Record<string, unknown>> = (
  source,
  args,
  _context,
  info,
) => {
  if (isRecord(source) && info.fieldName in source) {
    const value = source[info.fieldName];
    return typeof value === "function" ? (value as (args: unknown) => unknown)(args) : value;
  }
  return mockValue(info.schema, info.returnType, `${info.parentType.name}.${info.fieldName}`);
};

const resolveType: GraphQLTypeResolver<unknown, unknown> = (value) =>
  isRecord(value) && typeof value.__typename === "string" ? value.__typename : undefined;

function mockValue(schema: GraphQLSchema, type: GraphQLOutputType, coordinate: string): unknown {
  if (isNonNullType(type)) return mockValue(schema, type.ofType, coordinate);
  if (isListType(type)) return [1, 2].map(() => mockValue(schema, type.ofType, coordinate));
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isAbstractType(type)) {
    const possible = schema.getPossibleTypes(type);
    const concrete = possible.find((candidate) => !candidate.name.endsWith("FailedToLoad")) ?? possible[0];
    return { __typename: concrete?.name };
  }
  if (!isScalarType(type)) return {};
  if (type.name === "Int") return 3;
  if (type.name === "Float") return 1.5;
  if (type.name === "Boolean") return true;
  if (type.name === "JSON") return {};
  return `mock ${coordinate}`;
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Headers": "content-type, accept",
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    ...(body === undefined ? {} : { "Content-Type": "application/json" }),
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
