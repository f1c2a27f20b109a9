import type { RemoteModule } from 'shared/core';

/** The section's federation entry (`./routes`): small, with every page loaded lazily. */
export const contractVersion = __CONTRACT_VERSION__;
export const buildId = __BUILD_ID__;

export const pages: RemoteModule['pages'] = {
  'tools-index': () => import('../pages/tools-index-page'),
  'grammar-checker': () => import('../pages/grammar-checker-page'),
  'paraphrasing-tool': () => import('../pages/paraphrasing-tool-page'),
  'plagiarism-checker': () => import('../pages/plagiarism-checker-page'),
  'essay-checker': () => import('../pages/essay-checker-page'),
  'essay-typer': () => import('../pages/essay-typer-page'),
  'factoring-calculator': () => import('../pages/factoring-calculator-page'),
  'free-factoring-calculator': () => import('../pages/free-factoring-calculator-page'),
  'equation-solver': () => import('../pages/equation-solver-page'),
};

export const widgets: RemoteModule['widgets'] = {};
