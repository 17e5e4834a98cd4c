/** OpenCC's character tables, as opencc-js ships them: "char forms|char forms|…". */
declare module 'opencc-js/dict/*' {
  const table: string;
  export default table;
}
