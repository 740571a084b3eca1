/**
 * Melting temperature of a primer by the nearest-neighbour method (SantaLucia 1998 unified
 * parameters), at the conditions primer design tools assume by default: 50 mM Na⁺ and 250 nM
 * primer. The primer library shows it for each primer (docs/product.md §2.7).
 */

/** ΔH (kcal/mol) and ΔS (cal/K·mol) of each stack, by its 5'→3' top-strand dinucleotide. */
const STACKS: Record<string, [dH: number, dS: number]> = {
  AA: [-7.9, -22.2],
  TT: [-7.9, -22.2],
  AT: [-7.2, -20.4],
  TA: [-7.2, -21.3],
  CA: [-8.5, -22.7],
  TG: [-8.5, -22.7],
  GT: [-8.4, -22.4],
  AC: [-8.4, -22.4],
  CT: [-7.8, -21.0],
  AG: [-7.8, -21.0],
  GA: [-8.2, -22.2],
  TC: [-8.2, -22.2],
  CG: [-10.6, -27.2],
  GC: [-9.8, -24.4],
  GG: [-8.0, -19.9],
  CC: [-8.0, -19.9],
};

const GAS_CONSTANT = 1.987; // cal/K·mol
const SODIUM = 0.05; // mol/L
const PRIMER = 250e-9; // mol/L

/**
 * A primer as written: A, C, G and T only, at least two bases.
 * @internal exported for its tests
 */
export function isPrimerSequence(sequence: string): boolean {
  return /^[ACGT]{2,}$/.test(sequence);
}

/** Terminal-pair initiation: G·C ends cost less entropy than A·T ends. */
function initiation(base: string): [number, number] {
  return base === 'G' || base === 'C' ? [0.1, -2.8] : [2.3, 4.1];
}

/** °C to one decimal. */
export function meltingTemperature(sequence: string): number {
  const seq = sequence.toUpperCase();
  if (!isPrimerSequence(seq)) throw new Error(`not a primer sequence: ${sequence}`);
  let [dH, dS] = [0, 0];
  for (const end of [seq[0] as string, seq[seq.length - 1] as string]) {
    const [h, s] = initiation(end);
    dH += h;
    dS += s;
  }
  for (let i = 0; i < seq.length - 1; i += 1) {
    const [h, s] = STACKS[seq.slice(i, i + 2)] as [number, number];
    dH += h;
    dS += s;
  }
  dS += 0.368 * (seq.length - 1) * Math.log(SODIUM);
  // A primer is not its own complement, so the strand concentration counts a quarter.
  const kelvin = (dH * 1000) / (dS + GAS_CONSTANT * Math.log(PRIMER / 4));
  return Math.round((kelvin - 273.15) * 10) / 10;
}
