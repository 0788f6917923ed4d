import { describe, expect, it } from "vitest";
import { buildEmbed, defaultEmbedValues, SAMPLE_ITINERARY_ID } from "#shared/embed-snippet.ts";

const HOST = "https://share.example.test";

describe("script embed snippet", () => {
  it("builds the documented script tag from the sample values, with & written as &amp; and / encoded", () => {
    const { output, problems } = buildEmbed("script", defaultEmbedValues("script"), HOST);
    expect(problems).toEqual([]);
    expect(output?.snippet).toBe(
      [
        "<script",
        '  type="text/javascript"',
        `  src="${HOST}/api/v3/embed/itinerary/${SAMPLE_ITINERARY_ID}?minHeight=400px&amp;maxHeight=800px&amp;aspectRatio=4%2F3"`,
        "  async",
        "></script>",
      ].join("\n"),
    );
    expect(output?.previewSrc).toBe(`${HOST}/embed/itinerary/${SAMPLE_ITINERARY_ID}`);
    expect(output?.previewStyle).toEqual({ "min-height": "400px", "max-height": "800px", "aspect-ratio": "4/3" });
  });

  it("adds a location deep link and leaves out empty options", () => {
    const values = { itineraryId: "itinerary/abc123", locationId: "loc002", width: "100%" };
    const { output } = buildEmbed("script", values, `${HOST}/`);
    expect(output?.snippet).toContain(`src="${HOST}/api/v3/embed/itinerary/abc123/location/loc002?width=100%25"`);
    expect(output?.previewSrc).toBe(`${HOST}/embed/itinerary/abc123`);
    expect(output?.previewStyle).toEqual({ "min-height": "600px", width: "100%" });
  });

  it("names every bad value and leaves it out of the snippet", () => {
    const values = { ...defaultEmbedValues("script"), minHeight: "tall", aspectRatio: "4:3", locationId: "a/b" };
    const { output, problems } = buildEmbed("script", values, HOST);
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "field": "locationId",
          "message": "Open at location (optional) \`a/b\` can hold only letters, digits, - and _.",
        },
        {
          "field": "minHeight",
          "message": "Minimum height \`tall\` is not a CSS length: write e.g. \`400px\` or \`80vh\`.",
        },
        {
          "field": "aspectRatio",
          "message": "Aspect ratio \`4:3\` is not a ratio: write width/height, e.g. \`4/3\`.",
        },
      ]
    `);
    expect(output?.snippet).toContain('?maxHeight=800px"');
  });

  it("builds nothing without a usable itinerary ID and says what to enter", () => {
    expect(buildEmbed("script", { itineraryId: " " }, HOST)).toEqual({
      problems: [{ field: "itineraryId", message: `Enter an itinerary ID, e.g. \`${SAMPLE_ITINERARY_ID}\`.` }],
    });
    expect(buildEmbed("script", { itineraryId: "<script>" }, HOST).problems[0]?.message).toBe(
      "Itinerary ID `<script>` can hold only letters, digits, - and _: use the part after itinerary/.",
    );
  });
});

describe("iframe embed snippet", () => {
  it("builds the inline-styled iframe of the iframe embed page from the sample values", () => {
    const { output } = buildEmbed("iframe", defaultEmbedValues("iframe"), HOST);
    expect(output?.snippet).toBe(
      [
        '<div style="position: relative; width: 100%; aspect-ratio: 4 / 3; min-height: 600px; max-height: 800px;">',
        "  <iframe",
        `    src="${HOST}/embed/itinerary/${SAMPLE_ITINERARY_ID}"`,
        '    title="Interactive itinerary"',
        '    allow="geolocation"',
        '    loading="lazy"',
        '    style="position: absolute; inset: 0; width: 100%; height: 100%; border: 0;"',
        "  ></iframe>",
        "</div>",
      ].join("\n"),
    );
  });

  it("escapes the title and drops lazy loading when it is unticked", () => {
    const values = { ...defaultEmbedValues("iframe"), title: 'Walk "A" <b>', lazy: "" };
    const { output } = buildEmbed("iframe", values, HOST);
    expect(output?.snippet).toContain('title="Walk &quot;A&quot; &lt;b&gt;"');
    expect(output?.snippet).not.toContain("loading=");
  });

  it("asks for a title when it is empty", () => {
    const { problems } = buildEmbed("iframe", { ...defaultEmbedValues("iframe"), title: "" }, HOST);
    expect(problems).toEqual([{ field: "title", message: "Enter a title." }]);
  });
});
