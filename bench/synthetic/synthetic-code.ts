import type { Random } from "./random.ts";

/** A fenced JSON block: a plausible API response, valid by construction. */
export function jsonBlock(random: Random, subject: string, title: string): string {
  const field = camelCase(subject);
  const items = Array.from({ length: random.int(2, 4) }, (_, index) => ({
    id: `${field.toLowerCase()}/${random.int(100000, 999999).toString(36)}`,
    title: `${title} ${index + 1}`,
    position: index + 1,
    published: random.next() > 0.3,
    location: {
      lat: Number((random.next() * 120 - 60).toFixed(5)),
      lng: Number((random.next() * 360 - 180).toFixed(5)),
    },
  }));
  const body = { data: { [field]: { totalCount: items.length, edges: items.map((node) => ({ node })) } } };
  return fence("json", `title="Response"`, JSON.stringify(body, null, 2));
}

/** A fenced JavaScript block calling the API; syntax-checked by the build like any other. */
export function jsBlock(random: Random, action: string, subject: string): string {
  const name = camelCase(`${action} ${subject}`);
  const first = random.pick([10, 20, 50]);
  const code = `async function ${name}(token, first = ${first}) {
  const response = await fetch("{{api.endpoint}}", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: \`Bearer \${token}\` },
    body: JSON.stringify({ query: "query { viewer { id } }", variables: { first } }),
  });
  if (!response.ok) {
    throw new Error(\`${name} failed with status \${response.status}\`);
  }
  const { data, errors } = await response.json();
  return errors ? Promise.reject(errors) : data;
}

${name}(process.env.ACCESS_TOKEN).then((data) => console.log(data));`;
  return fence("js", `title="${name}.js"`, code);
}

/** A fenced shell block with a curl request. */
export function bashBlock(random: Random, subject: string): string {
  const first = random.pick([5, 10, 25]);
  const code = `# List the first ${first} ${subject}
curl -sS -X POST "{{api.endpoint}}" \\
  -H "Authorization: Bearer $ACCESS_TOKEN" \\
  -H "Content-Type: application/json" \\
  --data '{"query":"query { viewer { id } }","variables":{"first":${first}}}'`;
  return fence("bash", "", code);
}

function fence(lang: string, meta: string, code: string): string {
  return `\`\`\`${lang}${meta ? ` ${meta}` : ""}\n${code}\n\`\`\``;
}

function camelCase(text: string): string {
  const words = text
    .replace(/[^A-Za-z ]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  return words
    .map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join("");
}
