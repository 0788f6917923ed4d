import { describe, expect, it } from "vitest";
import { checkHtml } from "#build/code-check/check-html.ts";

describe("checkHtml", () => {
  it("accepts well-formed fragments, full documents, void elements, SVG, comments and scripts", () => {
    const valid = [
      '<iframe src="https://example.com/embed" width="100%" height="480" title="Map"></iframe>',
      '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Map</title></head>\n<body><div id="map"></div></body>\n</html>',
      '<p>Line<br>break <img src="a.png" alt="A"></p>',
      '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>',
      "<!-- </div> is fine in a comment -->\n<script>if (a </b) { console.log('</p>'); }</script>",
      "<table><tr><td>1</td></tr></table>",
    ];
    expect(valid.map(checkHtml)).toEqual(valid.map(() => []));
  });

  it("reports unclosed, misnested and stray tags and parser errors", () => {
    expect({
      unclosed: checkHtml('<div class="card">\n  <h2>Title</h2>'),
      misnested: checkHtml("<b><i>text</b></i>"),
      optionalEndTagsStillRequired: checkHtml("<ul>\n  <li>One\n  <li>Two\n</ul>"),
      stray: checkHtml("<p>Text</span></p>"),
      selfClosingDiv: checkHtml('<div id="map" />'),
      duplicateAttribute: checkHtml('<div id="a" id="b"></div>'),
      unfinishedTag: checkHtml('<a href="/docs">Docs</a'),
    }).toMatchInlineSnapshot(`
      {
        "duplicateAttribute": [
          {
            "line": 1,
            "message": "HTML parse error \`duplicate-attribute\` at column 15. Remove the repeated attribute.",
          },
        ],
        "misnested": [
          {
            "line": 1,
            "message": "\`<i>\` opened at column 4 is still open when \`</b>\` closes \`<b>\` (line 1). Close \`</i>\` first: inner elements close before outer ones.",
          },
        ],
        "optionalEndTagsStillRequired": [
          {
            "line": 2,
            "message": "\`<li>\` opened at column 3 is still open when \`</ul>\` closes \`<ul>\` (line 4). Close \`</li>\` first: inner elements close before outer ones.",
          },
          {
            "line": 3,
            "message": "\`<li>\` opened at column 3 is still open when \`</ul>\` closes \`<ul>\` (line 4). Close \`</li>\` first: inner elements close before outer ones.",
          },
        ],
        "selfClosingDiv": [
          {
            "line": 1,
            "message": "HTML parse error \`non-void-html-element-start-tag-with-trailing-solidus\` at column 1. This element does not close itself: write the closing tag, for example \`<div></div>\`.",
          },
        ],
        "stray": [
          {
            "line": 1,
            "message": "Closing tag \`</span>\` has no matching opening tag. Remove it or add \`<span>\` before it.",
          },
        ],
        "unclosed": [
          {
            "line": 1,
            "message": "\`<div>\` opened at column 1 is never closed. Add \`</div>\`; only void elements such as \`<br>\` and \`<img>\` go without a closing tag.",
          },
        ],
        "unfinishedTag": [
          {
            "line": 1,
            "message": "HTML parse error \`eof-in-tag\` at column 24. Finish the tag with \`>\`.",
          },
          {
            "line": 1,
            "message": "\`<a>\` opened at column 1 is never closed. Add \`</a>\`; only void elements such as \`<br>\` and \`<img>\` go without a closing tag.",
          },
        ],
      }
    `);
  });
});
