/**
 * Linear learners on sparse rows: multinomial logistic regression and ridge regression, both with
 * L2, fitted by seeded minibatch Adam (trainSgd). Deterministic: same input, same bytes.
 */

export interface Csr {
  n: number;
  dim: number;
  indptr: Int32Array;
  idx: Int32Array;
  val: Float32Array;
}

export function csrFromRows(rows: { idx: Int32Array; val: Float32Array }[], dim: number): Csr {
  const indptr = new Int32Array(rows.length + 1);
  rows.forEach((r, i) => (indptr[i + 1] = indptr[i] + r.idx.length));
  const idx = new Int32Array(indptr[rows.length]);
  const val = new Float32Array(indptr[rows.length]);
  rows.forEach((r, i) => {
    idx.set(r.idx, indptr[i]);
    val.set(r.val, indptr[i]);
  });
  return { n: rows.length, dim, indptr, idx, val };
}

export interface LinearModel {
  /** outputs per row: classes for softmax, 1 for ridge */
  k: number;
  dim: number;
  /** dim x k, row-major, float32 (what is serialized is what is used) */
  W: Float32Array;
  b: Float32Array;
}

/** Scores (logits or the regression value) of one sparse row. */
export function predictRow(m: LinearModel, idx: Int32Array, val: Float32Array, out: Float64Array): void {
  const k = m.k;
  for (let c = 0; c < k; c++) out[c] = m.b[c];
  for (let t = 0; t < idx.length; t++) {
    const j = idx[t];
    if (j >= m.dim) continue;
    const v = val[t];
    const base = j * k;
    for (let c = 0; c < k; c++) out[c] += v * m.W[base + c];
  }
}

export function softmaxInPlace(z: Float64Array, k = z.length): void {
  let max = -Infinity;
  for (let c = 0; c < k; c++) if (z[c] > max) max = z[c];
  let s = 0;
  for (let c = 0; c < k; c++) {
    z[c] = Math.exp(z[c] - max);
    s += z[c];
  }
  for (let c = 0; c < k; c++) z[c] /= s;
}

export interface SgdOptions {
  lambda: number;
  epochs: number;
  batch: number;
  lr: number;
  seed: number;
}

/**
 * Multinomial logistic regression (or ridge when `y` is numeric), L2-penalized, fitted by minibatch
 * "lazy" Adam: only the weight rows a batch touches are updated, so a step costs what the batch's
 * non-zeros cost. The learning rate decays linearly to zero. Seeded shuffles: same input, same bytes.
 */
export function trainSgd(X: Csr, y: Int32Array | Float64Array, k: number, opt: SgdOptions, regression = false): LinearModel {
  const dim = X.dim;
  const W = new Float32Array(dim * k);
  const b = new Float64Array(k);
  const G = new Float32Array(dim * k);
  const M = new Float32Array(dim * k);
  const V = new Float32Array(dim * k);
  const gb = new Float64Array(k);
  const mb = new Float64Array(k);
  const vb = new Float64Array(k);
  const stamp = new Int32Array(dim).fill(-1);
  const touched = new Int32Array(dim);
  const z = new Float64Array(k);
  const order = Array.from({ length: X.n }, (_, i) => i);
  const b1 = 0.9;
  const b2 = 0.999;
  const eps = 1e-8;
  const steps = opt.epochs * Math.ceil(X.n / opt.batch);
  let step = 0;
  // simple deterministic PRNG (mulberry32)
  let a = opt.seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let ep = 0; ep < opt.epochs; ep++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      const t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    for (let start = 0; start < X.n; start += opt.batch) {
      const end = Math.min(X.n, start + opt.batch);
      const inv = 1 / (end - start);
      let nt = 0;
      gb.fill(0);
      for (let q = start; q < end; q++) {
        const i = order[q];
        const p0 = X.indptr[i];
        const p1 = X.indptr[i + 1];
        for (let c = 0; c < k; c++) z[c] = b[c];
        for (let t = p0; t < p1; t++) {
          const v = X.val[t];
          const base = X.idx[t] * k;
          for (let c = 0; c < k; c++) z[c] += v * W[base + c];
        }
        if (regression) {
          z[0] = (z[0] - (y as Float64Array)[i]) * inv;
        } else {
          let max = -Infinity;
          for (let c = 0; c < k; c++) if (z[c] > max) max = z[c];
          let s = 0;
          for (let c = 0; c < k; c++) {
            z[c] = Math.exp(z[c] - max);
            s += z[c];
          }
          for (let c = 0; c < k; c++) z[c] = (z[c] / s) * inv;
          z[(y as Int32Array)[i]] -= inv;
        }
        for (let c = 0; c < k; c++) gb[c] += z[c];
        for (let t = p0; t < p1; t++) {
          const j = X.idx[t];
          if (stamp[j] !== step) {
            stamp[j] = step;
            touched[nt++] = j;
          }
          const v = X.val[t];
          const base = j * k;
          for (let c = 0; c < k; c++) G[base + c] += v * z[c];
        }
      }
      step++;
      const lr = (opt.lr * (1 - (step - 1) / steps) * Math.sqrt(1 - Math.pow(b2, step))) / (1 - Math.pow(b1, step));
      for (let q = 0; q < nt; q++) {
        const base = touched[q] * k;
        for (let c = 0; c < k; c++) {
          const p = base + c;
          const g = G[p] + opt.lambda * W[p];
          G[p] = 0;
          M[p] = b1 * M[p] + (1 - b1) * g;
          V[p] = b2 * V[p] + (1 - b2) * g * g;
          W[p] -= (lr * M[p]) / (Math.sqrt(V[p]) + eps);
        }
      }
      for (let c = 0; c < k; c++) {
        mb[c] = b1 * mb[c] + (1 - b1) * gb[c];
        vb[c] = b2 * vb[c] + (1 - b2) * gb[c] * gb[c];
        b[c] -= (lr * mb[c]) / (Math.sqrt(vb[c]) + eps);
      }
    }
  }
  return { k, dim, W, b: Float32Array.from(b) };
}

/** Rows of a row-major matrix stored as int8 with one float32 scale per row (rule 5 heads, format 2 versions). */
export interface Quantized {
  q: Int8Array;
  scale: Float32Array;
}

/**
 * Each row of `width` values becomes round(x / s) with s = max |x| / 127, so a row keeps its largest
 * weight exactly and the others within s / 2. A version stores the int8 codes and scales (a quarter of
 * the float32 bytes); what is judged with is `dequantizeRows` of them, at fit time and at load alike.
 */
export function quantizeRows(values: Float32Array, width: number): Quantized {
  const rows = values.length / width;
  const q = new Int8Array(values.length);
  const scale = new Float32Array(rows);
  for (let r = 0; r < rows; r++) {
    const base = r * width;
    let max = 0;
    for (let c = 0; c < width; c++) max = Math.max(max, Math.abs(values[base + c]));
    const s = Math.fround(max / 127);
    scale[r] = s;
    if (s === 0) continue;
    for (let c = 0; c < width; c++) q[base + c] = Math.max(-127, Math.min(127, Math.round(values[base + c] / s)));
  }
  return { q, scale };
}

export function dequantizeRows({ q, scale }: Quantized, width: number): Float32Array {
  const out = new Float32Array(q.length);
  for (let r = 0; r < scale.length; r++) {
    const s = scale[r];
    const base = r * width;
    for (let c = 0; c < width; c++) out[base + c] = q[base + c] * s;
  }
  return out;
}
