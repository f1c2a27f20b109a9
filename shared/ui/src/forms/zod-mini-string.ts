// loadFormInTasks's handle on zod: imported dynamically through this module rather than as
// `import('zod/mini')`, because a zod module imported dynamically changed how the bundler splits
// the marketing section, and the home page's first load gained two requests.
export { string } from 'zod/mini';
