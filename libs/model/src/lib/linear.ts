/**
 * Linear learners on sparse rows: multinomial logistic regression and ridge regression, both with L2,
 * fitted by L-BFGS from zero. Deterministic: no randomness, fixed iteration order.
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

export function csrSubset(X: Csr, rows: number[]): Csr {
  let nnz = 0;
  for (const r of rows) nnz += X.indptr[r + 1] - X.indptr[r];
  const indptr = new Int32Array(rows.length + 1);
  const idx = new Int32Array(nnz);
  const val = new Float32Array(nnz);
  let k = 0;
  rows.forEach((r, i) => {
    const a = X.indptr[r];
    const b = X.indptr[r + 1];
    idx.set(X.idx.subarray(a, b), k);
    val.set(X.val.subarray(a, b), k);
    k += b - a;
    indptr[i + 1] = k;
  });
  return { n: rows.length, dim: X.dim, indptr, idx, val };
}

export interface LinearModel {
  /** outputs per row: classes for softmax, 1 for ridge */
  k: number;
  dim: number;
  /** dim x k, row-major, float32 (what is serialized is what is used) */
  W: Float32Array;
  b: Float32Array;
}

export interface TrainOptions {
  lambda: number;
  maxIter: number;
  gtol: number;
  memory: number;
}

export const DEFAULT_TRAIN: TrainOptions = { lambda: 1e-4, maxIter: 100, gtol: 1e-4, memory: 6 };

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

/** Objective + gradient over parameters x = [W (dim*k), b (k)]. */
type Fg = (x: Float64Array, g: Float64Array) => number;

function softmaxObjective(X: Csr, y: Int32Array, k: number, lambda: number): Fg {
  const z = new Float64Array(k);
  const nW = X.dim * k;
  return (x, g) => {
    g.fill(0);
    let loss = 0;
    const inv = 1 / X.n;
    for (let i = 0; i < X.n; i++) {
      const a = X.indptr[i];
      const e = X.indptr[i + 1];
      for (let c = 0; c < k; c++) z[c] = x[nW + c];
      for (let t = a; t < e; t++) {
        const v = X.val[t];
        const base = X.idx[t] * k;
        for (let c = 0; c < k; c++) z[c] += v * x[base + c];
      }
      let max = -Infinity;
      for (let c = 0; c < k; c++) if (z[c] > max) max = z[c];
      let s = 0;
      for (let c = 0; c < k; c++) {
        z[c] = Math.exp(z[c] - max);
        s += z[c];
      }
      const yi = y[i];
      loss += Math.log(s) - Math.log(z[yi]);
      for (let c = 0; c < k; c++) z[c] = (z[c] / s) * inv;
      z[yi] -= inv;
      for (let c = 0; c < k; c++) g[nW + c] += z[c];
      for (let t = a; t < e; t++) {
        const v = X.val[t];
        const base = X.idx[t] * k;
        for (let c = 0; c < k; c++) g[base + c] += v * z[c];
      }
    }
    loss *= inv;
    let reg = 0;
    for (let j = 0; j < nW; j++) {
      reg += x[j] * x[j];
      g[j] += lambda * x[j];
    }
    return loss + 0.5 * lambda * reg;
  };
}

function ridgeObjective(X: Csr, y: Float64Array, lambda: number): Fg {
  const nW = X.dim;
  return (x, g) => {
    g.fill(0);
    let loss = 0;
    const inv = 1 / X.n;
    for (let i = 0; i < X.n; i++) {
      let z = x[nW];
      for (let t = X.indptr[i]; t < X.indptr[i + 1]; t++) z += X.val[t] * x[X.idx[t]];
      const r = z - y[i];
      loss += 0.5 * r * r;
      const gr = r * inv;
      g[nW] += gr;
      for (let t = X.indptr[i]; t < X.indptr[i + 1]; t++) g[X.idx[t]] += X.val[t] * gr;
    }
    let reg = 0;
    for (let j = 0; j < nW; j++) {
      reg += x[j] * x[j];
      g[j] += lambda * x[j];
    }
    return loss * inv + 0.5 * lambda * reg;
  };
}

function dot(a: Float64Array | Float32Array, b: Float64Array | Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** Minimize fg from x (in place) with L-BFGS and a backtracking Armijo line search. */
export function lbfgs(fg: Fg, x: Float64Array, opt: TrainOptions): { f: number; iterations: number } {
  const n = x.length;
  const g = new Float64Array(n);
  const gNew = new Float64Array(n);
  const xNew = new Float64Array(n);
  const d = new Float64Array(n);
  const S: Float32Array[] = [];
  const Y: Float32Array[] = [];
  const rho: number[] = [];
  const alpha = new Float64Array(opt.memory);
  let f = fg(x, g);
  let it = 0;
  for (; it < opt.maxIter; it++) {
    let gmax = 0;
    for (let i = 0; i < n; i++) gmax = Math.max(gmax, Math.abs(g[i]));
    if (gmax <= opt.gtol) break;
    // two-loop recursion
    for (let i = 0; i < n; i++) d[i] = -g[i];
    for (let h = S.length - 1; h >= 0; h--) {
      alpha[h] = rho[h] * dot(S[h], d);
      const yh = Y[h];
      for (let i = 0; i < n; i++) d[i] -= alpha[h] * yh[i];
    }
    if (S.length) {
      const last = S.length - 1;
      const gamma = dot(S[last], Y[last]) / dot(Y[last], Y[last]);
      for (let i = 0; i < n; i++) d[i] *= gamma;
    } else {
      const gn = Math.sqrt(dot(g, g));
      for (let i = 0; i < n; i++) d[i] /= Math.max(1, gn);
    }
    for (let h = 0; h < S.length; h++) {
      const beta = rho[h] * dot(Y[h], d);
      const sh = S[h];
      for (let i = 0; i < n; i++) d[i] += (alpha[h] - beta) * sh[i];
    }
    let gd = dot(g, d);
    if (gd >= 0) {
      // not a descent direction: restart from steepest descent
      S.length = 0;
      Y.length = 0;
      rho.length = 0;
      for (let i = 0; i < n; i++) d[i] = -g[i];
      gd = dot(g, d);
    }
    let step = 1;
    let fNew = 0;
    let ok = false;
    for (let ls = 0; ls < 30; ls++) {
      for (let i = 0; i < n; i++) xNew[i] = x[i] + step * d[i];
      fNew = fg(xNew, gNew);
      if (fNew <= f + 1e-4 * step * gd) {
        ok = true;
        break;
      }
      step *= 0.5;
    }
    if (!ok) break;
    const s = new Float32Array(n);
    const yv = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      s[i] = xNew[i] - x[i];
      yv[i] = gNew[i] - g[i];
    }
    const sy = dot(s, yv);
    if (sy > 1e-12) {
      if (S.length === opt.memory) {
        S.shift();
        Y.shift();
        rho.shift();
      }
      S.push(s);
      Y.push(yv);
      rho.push(1 / sy);
    }
    const rel = (f - fNew) / Math.max(1, Math.abs(f));
    x.set(xNew);
    g.set(gNew);
    f = fNew;
    if (rel < 1e-10) {
      it++;
      break;
    }
  }
  return { f, iterations: it };
}

export function trainSoftmax(X: Csr, y: Int32Array, k: number, opt: TrainOptions): LinearModel & { iterations: number } {
  const x = new Float64Array(X.dim * k + k);
  const r = lbfgs(softmaxObjective(X, y, k, opt.lambda), x, opt);
  return { k, dim: X.dim, W: Float32Array.from(x.subarray(0, X.dim * k)), b: Float32Array.from(x.subarray(X.dim * k)), iterations: r.iterations };
}

export function trainRidge(X: Csr, y: Float64Array, opt: TrainOptions): LinearModel & { iterations: number } {
  const x = new Float64Array(X.dim + 1);
  const r = lbfgs(ridgeObjective(X, y, opt.lambda), x, opt);
  return { k: 1, dim: X.dim, W: Float32Array.from(x.subarray(0, X.dim)), b: Float32Array.from(x.subarray(X.dim)), iterations: r.iterations };
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
