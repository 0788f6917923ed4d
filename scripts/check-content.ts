/** Checks the content exactly as the build does (and refreshes .cache/site); run it after editing pages. */
import "./build-content.ts";
