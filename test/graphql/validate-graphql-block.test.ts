import { describe, expect, it } from "vitest";
import { validateGraphqlBlock } from "#build/graphql/validate-graphql-block.ts";

const getItinerary = `query GetItinerary($id: ID!, $first: Int!) {
  itinerary(id: $id) {
    title
    children(type: ItineraryLocation, first: $first) {
      totalCount
    }
  }
}`;

describe("validateGraphqlBlock", () => {
  it("accepts a valid operation and its variables", () => {
    const variables = '{ "id": "itinerary/ABC123", "first": 10 }';
    expect(validateGraphqlBlock({ code: getItinerary, partial: false, variables })).toEqual([]);
  });

  it("suggests the right field and names the schema file for an unknown field", () => {
    const code = 'query GetItinerary {\n  itinerary(id: "itinerary/ABC123") {\n    titel\n  }\n}';
    expect(validateGraphqlBlock({ code, partial: false })).toMatchInlineSnapshot(`
      [
        {
          "line": 3,
          "message": "Cannot query field \`titel\` on type \`Itinerary\`. Did you mean \`title\` or \`item\`? Check the field against schema/itinerary.graphql.",
        },
      ]
    `);
  });

  it("reports a wrong argument, a missing argument and a misspelt enum value together", () => {
    const code = `query ListStops {
  itinerary(id: "itinerary/ABC123") {
    children(frist: 10, type: ItineraryLocaton) {
      totalCount
    }
  }
}`;
    expect(validateGraphqlBlock({ code, partial: false })).toMatchInlineSnapshot(`
      [
        {
          "line": 3,
          "message": "Unknown argument \`frist\` on field \`Itinerary.children\`. Did you mean \`first\`? Check the arguments of \`Itinerary.children\` in schema/itinerary.graphql.",
        },
        {
          "line": 3,
          "message": "Value \`ItineraryLocaton\` does not exist in \`ItineraryItemType\` enum. Did you mean the enum value \`ItineraryLocation\`, \`ItineraryCollection\`, \`ItineraryLink\`, \`ItineraryDirections\`, or \`ItinerarySegment\`? Use a value of \`ItineraryItemType\` from schema/itinerary-item.graphql.",
        },
        {
          "line": 3,
          "message": "Field \`children\` argument \`first\` of type \`Int!\` is required, but it was not provided. Add \`first\` to the arguments of \`children\`.",
        },
      ]
    `);
  });

  it("points root fields without a suggestion at the extend type blocks", () => {
    const code = "query Everything {\n  everything {\n    id\n  }\n}";
    expect(validateGraphqlBlock({ code, partial: false })).toMatchInlineSnapshot(`
      [
        {
          "line": 2,
          "message": "Cannot query field \`everything\` on type \`Query\`. See the \`extend type Query\` blocks in schema/*.graphql for the available fields.",
        },
      ]
    `);
  });

  it("asks for an inline fragment when a field is selected on a union", () => {
    const code = 'query Photo {\n  mediaContainer(id: "x") {\n    resource {\n      url\n    }\n  }\n}';
    expect(validateGraphqlBlock({ code, partial: false })).toMatchInlineSnapshot(`
      [
        {
          "line": 4,
          "message": "Cannot query field \`url\` on type \`MediaResourceEmbedded\`. Did you mean to use an inline fragment on \`MediaImage\`? Check the field against schema/media.graphql.",
        },
      ]
    `);
  });

  it("reports a syntax error with its line in the block", () => {
    const code = 'query Broken {\n  itinerary(id: "x") {\n    title\n}';
    expect(validateGraphqlBlock({ code, partial: false })).toMatchInlineSnapshot(`
      [
        {
          "line": 4,
          "message": "GraphQL syntax error at column 2: Expected Name, found <EOF>. Fix the syntax, or mark the block \`partial\` if it is a deliberate excerpt.",
        },
      ]
    `);
  });

  it("parses a partial block but does not validate it against the schema", () => {
    const code = 'query Sketch {\n  itinerary(id: "x") {\n    fieldThatDoesNotExist\n  }\n}';
    expect(validateGraphqlBlock({ code, partial: true })).toEqual([]);
  });

  it("accepts a partial block that is a bare selection or an SDL fragment", () => {
    expect(
      validateGraphqlBlock({ code: "title\nsynopsis\n... on ItineraryLocation { optional }", partial: true }),
    ).toEqual([]);
    expect(validateGraphqlBlock({ code: "type Anything {\n  made: Up\n}", partial: true })).toEqual([]);
  });

  it("still fails a partial block with a syntax error", () => {
    const code = 'query Sketch {\n  itinerary(id: "x") {\n    title(\n  }\n}';
    expect(validateGraphqlBlock({ code, partial: true })).toMatchInlineSnapshot(`
      [
        {
          "line": 4,
          "message": "GraphQL syntax error at column 3: Expected Name, found \`}\`. Partial blocks are still parsed: fix the syntax, or write the omitted part as a \`# ...\` comment.",
        },
      ]
    `);
  });
});

describe("validateGraphqlBlock with a variables block", () => {
  it("reports an unknown variable, a missing required variable and a wrong type at once", () => {
    const variables = '{ "di": "itinerary/ABC123", "first": "ten" }';
    expect(validateGraphqlBlock({ code: getItinerary, partial: false, variables })).toMatchInlineSnapshot(`
      [
        {
          "line": 1,
          "message": "The variables block sets \`di\`, but \`GetItinerary\` declares \`$id\`, \`$first\`. Did you mean \`id\`? Remove it or declare \`$di\` in the operation.",
        },
        {
          "line": 1,
          "message": "Variable \`$id\` of required type \`ID!\` was not provided. Add \`"id"\` to the variables block.",
        },
        {
          "line": 1,
          "message": "Variable \`$first\` has an invalid value: Int cannot represent non-integer value: \`"ten"\`. Give \`"first"\` a value of type \`Int!\` in the variables block.",
        },
      ]
    `);
  });

  it("names the path of a bad value inside an input object", () => {
    const code = `mutation AddStop($itineraryId: ID!, $location: CreateItineraryLocationInput!) {
  createItineraryLocation(itineraryId: $itineraryId, location: $location) {
    location {
      id
    }
  }
}`;
    const variables = JSON.stringify({
      itineraryId: "itinerary/ABC123",
      location: { titel: "Cafe", place: { position: { lon: "145.0", lat: -37.8 } } },
    });
    expect(validateGraphqlBlock({ code, partial: false, variables })).toMatchInlineSnapshot(`
      [
        {
          "line": 1,
          "message": "Variable \`$location\` has an invalid value at \`location.place.position.lon\`: Float cannot represent non numeric value: \`"145.0"\`. Give \`"location"\` a value of type \`CreateItineraryLocationInput!\` in the variables block.",
        },
        {
          "line": 1,
          "message": "Variable \`$location\` has an invalid value: Field \`titel\` is not defined by type \`CreateItineraryLocationInput\`. Did you mean \`title\`? Give \`"location"\` a value of type \`CreateItineraryLocationInput!\` in the variables block.",
        },
      ]
    `);
  });

  it("locates a JSON syntax error inside the variables block", () => {
    const variables = '{\n  "id": "itinerary/ABC123",\n  "first": 10,\n}';
    expect(validateGraphqlBlock({ code: getItinerary, partial: false, variables })).toMatchInlineSnapshot(`
      [
        {
          "line": 1,
          "message": "The variables block is not valid JSON at its line 3, column 14: Trailing comma before \`}\`. Remove the comma: JSON does not allow it.",
        },
      ]
    `);
  });

  it("asks for an object when the variables are not one", () => {
    expect(validateGraphqlBlock({ code: getItinerary, partial: false, variables: '["itinerary/ABC123"]' }))
      .toMatchInlineSnapshot(`
        [
          {
            "line": 1,
            "message": "The variables block must be a JSON object such as \`{ "id": "itinerary/ABC123" }\`, found an array. Wrap the values in \`{ }\` keyed by variable name.",
          },
        ]
      `);
  });
});

describe("validateGraphqlBlock with an SDL excerpt", () => {
  it("accepts an excerpt that matches the schema", () => {
    const code =
      '"""A stop."""\ntype ItineraryLocation {\n  optional: Boolean!\n  place: Place!\n}\n\nenum PlaceHoursStatus {\n  Open\n  Closed\n}';
    expect(validateGraphqlBlock({ code, partial: false })).toEqual([]);
  });

  it("reports types, fields, field types and enum values that differ from the schema", () => {
    const code = `type Itinerary {
  titlee: String
  id: ID
}

input CreateItineraryInput {
  title: String
}

enum PlaceHoursStatus {
  Opened
}

type Itinerery {
  id: ID!
}

type PlaceInput {
  id: ID
}`;
    expect(validateGraphqlBlock({ code, partial: false })).toMatchInlineSnapshot(`
      [
        {
          "line": 2,
          "message": "Field \`Itinerary.titlee\` is not in the schema. Did you mean \`title\`? Check it against schema/itinerary.graphql.",
        },
        {
          "line": 3,
          "message": "Field \`Itinerary.id\` has type \`ID!\` in schema/itinerary.graphql, not \`ID\`. Copy the type from the schema.",
        },
        {
          "line": 11,
          "message": "Enum value \`PlaceHoursStatus.Opened\` is not in the schema. Did you mean \`Open\`? Check it against schema/place-hours.graphql.",
        },
        {
          "line": 14,
          "message": "Type \`Itinerery\` is not in the schema. Did you mean \`Itinerary\`? Fix the name, or mark the block \`partial\`.",
        },
        {
          "line": 18,
          "message": "\`PlaceInput\` is declared with \`input\` in schema/place.graphql, not \`type\`. Use the same keyword as the schema.",
        },
      ]
    `);
  });
});
