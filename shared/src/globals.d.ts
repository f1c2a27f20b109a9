/** Replaced at build time with the app's build id (see shared/vite). */
declare const __BUILD_ID__: string;
