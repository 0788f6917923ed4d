/** Worker-thread entry of the content stage's pool (worker-pool.ts): renders and checks Markdown pages. */
import { createRenderContext, renderPage, type PageJob, type RenderedPage } from "./render-page.ts";
import { poolData, serveJobs } from "./worker-pool.ts";

const context = await createRenderContext(poolData<{ rootDir: string }>().rootDir);
// On finishing, each thread sends the syntax-colour CSS of the pages it rendered.
serveJobs<PageJob, RenderedPage, string>(
  (job) => renderPage(job, context),
  () => context.highlighter.css(),
);
