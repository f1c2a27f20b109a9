/** Replaced at build time with the app's build id (see shared/vite). */
declare const __BUILD_ID__: string;
/** Replaced at build time with the remote contract version the app was built against. */
declare const __CONTRACT_VERSION__: string;
