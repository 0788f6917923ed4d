/** Path at which the 404 page is prerendered; the build copies it to `404.html`. */
export const NOT_FOUND_PATH = "/404";
