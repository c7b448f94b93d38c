// TS 6/7 refuse side-effect and module imports of stylesheets without these.
declare module '*.scss' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
