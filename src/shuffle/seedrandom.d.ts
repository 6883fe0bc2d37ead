/** Local types for the ARC4-only build of seedrandom (smaller than its index). */
declare module 'seedrandom/seedrandom.js' {
  interface Prng {
    (): number;
    int32(): number;
    quick(): number;
    double(): number;
  }
  function seedrandom(seed: string): Prng;
  export default seedrandom;
}
