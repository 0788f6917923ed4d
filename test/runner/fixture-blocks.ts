/** Markup shaped like the build's output for a runnable block followed by its Variables block. */
export const QUERY_WITH_VARIABLES = `
<figure class="code-block" data-lang="graphql" data-runnable=""><div class="code-header"><span class="code-title">Load an itinerary</span><span class="code-lang">GraphQL</span><button type="button" class="code-copy" data-copy="" aria-label="Copy GraphQL code">Copy</button></div><pre class="shiki" tabindex="0"><code><span class="line"><span>query</span><span> GetItinerary</span><span>(</span><span>$id</span><span>: ID!) {</span></span>
<span class="line"><span>  itinerary(id: $id) { id }</span></span>
<span class="line"><span>}</span></span></code></pre></figure>
<figure class="code-block" data-lang="json"><div class="code-header"><span class="code-title">Variables</span><span class="code-lang">JSON</span><button type="button" class="code-copy" data-copy="" aria-label="Copy JSON code">Copy</button></div><pre class="shiki" tabindex="0"><code><span class="line"><span>{ </span><span>"id"</span><span>: </span><span>"itinerary/5hT2rQ8wLk"</span><span> }</span></span></code></pre></figure>
<figure class="code-block" data-lang="json"><div class="code-header"><span class="code-title">Response</span><span class="code-lang">JSON</span><button type="button" class="code-copy" data-copy="">Copy</button></div><pre><code>{}</code></pre></figure>`;

/** An untitled runnable block followed by a JSON block that is not its variables. */
export const QUERY_WITHOUT_VARIABLES = `
<figure class="code-block" data-lang="graphql" data-runnable=""><div class="code-header"><span class="code-lang">GraphQL</span><button type="button" class="code-copy" data-copy="">Copy</button></div><pre><code>{ authorizedProfiles(first: 1) { nodes { id } } }</code></pre></figure>
<figure class="code-block" data-lang="json"><div class="code-header"><span class="code-title">Response</span><span class="code-lang">JSON</span><button type="button" class="code-copy" data-copy="">Copy</button></div><pre><code>{}</code></pre></figure>`;
