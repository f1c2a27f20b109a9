// The section and shell modules the route list reads import CSS modules further down their graph.
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
