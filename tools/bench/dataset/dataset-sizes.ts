// The dataset presets of BENCHMARKS.md (W10k, W50k) plus P10k, one 10,000-item project for the pagination benchmark.

/** A dataset preset name. */
export type DatasetSize = 'W10k' | 'W50k' | 'P10k';

/** Every preset, in the order the CLI lists them. */
export const DATASET_SIZES: readonly DatasetSize[] = ['W10k', 'W50k', 'P10k'];

/** What a preset holds. */
export interface DatasetShape {
  /** Work items of each project (the first entry is the first project). */
  projectItems: number[];
  /** Workspace members, the owner included. */
  members: number;
  /** Workspace admins besides the owner. */
  admins: number;
  /** Workspace guests (project role guest; they create nothing). */
  guests: number;
  /** Members per project (the owner always, then a random choice); null = every member in every project. */
  membersPerProject: { min: number; max: number } | null;
}

/** Splits `total` over `count` projects with decreasing sizes (1/(i+1)^0.6), the largest first, summing exactly. */
function decreasingSizes(total: number, count: number): number[] {
  const weights = Array.from({ length: count }, (_, i) => 1 / Math.pow(i + 1, 0.6));
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.round((w / sum) * total));
  sizes[sizes.length - 1] += total - sizes.reduce((a, b) => a + b, 0);
  return sizes;
}

/** The shape of each preset. */
export const DATASET_SHAPES: Record<DatasetSize, DatasetShape> = {
  // 10,000 items in 4 projects of 2,500.
  W10k: { projectItems: [2500, 2500, 2500, 2500], members: 20, admins: 2, guests: 1, membersPerProject: null },
  // 50,000 items in 20 projects: the first holds 10,000 (the "10,000-item project" of the layout benchmarks), the
  // other 40,000 are spread over 19 projects of decreasing size (about 6,400 down to 1,100).
  W50k: { projectItems: [10000, ...decreasingSizes(40000, 19)], members: 50, admins: 4, guests: 2, membersPerProject: { min: 18, max: 30 } },
  // One project of 10,000 items (pagination depth, B6).
  P10k: { projectItems: [10000], members: 20, admins: 2, guests: 1, membersPerProject: null },
};

/** Parses a preset name (case-insensitive); throws with the accepted names otherwise. */
export function parseDatasetSize(value: string | undefined): DatasetSize {
  const found = DATASET_SIZES.find((s) => s.toLowerCase() === (value ?? '').toLowerCase());
  if (!found) throw new Error(`--size must be one of ${DATASET_SIZES.join(', ')} (got ${value ?? 'nothing'})`);
  return found;
}
