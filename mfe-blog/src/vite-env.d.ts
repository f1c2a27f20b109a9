/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set (to anything) at build time: the blog is built with its pages in preview (src/app/routes.ts). */
  readonly VITE_BLOG_PREVIEW?: string;
}
