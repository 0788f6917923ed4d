import { describe, expect, it } from "vitest";
import { buildGraphqlRequest } from "#features/runner/build-graphql-request.ts";

describe("buildGraphqlRequest", () => {
  it("POSTs JSON with the token as the accessToken query parameter and the operation's name", () => {
    const request = buildGraphqlRequest({
      endpoint: "https://graphql.waymark.travel/",
      token: "pk.demo-public-token",
      query: "query GetItinerary($id: ID!) { itinerary(id: $id) { id } }",
      variables: { id: "itinerary/1" },
    });
    expect(request.url).toBe("https://graphql.waymark.travel/?accessToken=pk.demo-public-token");
    expect(request.init.method).toBe("POST");
    expect(request.init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(request.init.body)).toEqual({
      query: "query GetItinerary($id: ID!) { itinerary(id: $id) { id } }",
      variables: { id: "itinerary/1" },
      operationName: "GetItinerary",
    });
  });

  it("leaves out operationName for an anonymous operation", () => {
    const request = buildGraphqlRequest({
      endpoint: "https://graphql.waymark.travel/",
      token: "pk.x",
      query: "{ authorizedProfiles(first: 1) { nodes { id } } }",
      variables: {},
    });
    expect(JSON.parse(request.init.body)).toEqual({
      query: "{ authorizedProfiles(first: 1) { nodes { id } } }",
      variables: {},
    });
  });

  it("encodes the token and keeps query parameters already on the endpoint", () => {
    const request = buildGraphqlRequest({
      endpoint: "https://api.example.test/graphql?region=au",
      token: "sk.a+b/c&d",
      query: "{ x }",
      variables: {},
    });
    expect(request.url).toBe("https://api.example.test/graphql?region=au&accessToken=sk.a%2Bb%2Fc%26d");
  });
});
