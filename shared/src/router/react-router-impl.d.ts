// `react-router-impl` is the real react-router, under a name the federation plugin does not share
// (see shared/vite): only this facade imports it.
declare module 'react-router-impl' {
  export * from 'react-router';
}
