/**
 * One prerender shard's process (src/build/pipeline/prerender-shards.ts): React Router's client and server builds and
 * its prerender, run through Vite's app builder as `react-router build` runs them with `future.v8_viteEnvironmentApi`
 * (react-router.config.ts). The command-line tool would first load the React Router config on its own, in a Vite
 * server of its own, and load Prettier for commands a build never runs: on the 170-page bench corpus the whole build
 * took 4.21 s this way against 4.35 s through `react-router build` (six interleaved rounds).
 */
import { createBuilder } from "vite";

// As React Router's command-line tool does, before anything loads React (Vite does not): React's CommonJS entry picks
// its production or development build by it, in this process and in the prerender's helper threads.
process.env.NODE_ENV ??= "production";

const builder = await createBuilder({});
await builder.buildApp();
