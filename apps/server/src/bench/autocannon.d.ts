// The subset of autocannon's programmatic API the benchmark uses (the package ships no types;
// `@types/autocannon` would replace this file).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total?: number;
  }

  /** One request of a sequence each connection sends in turn (`requests`). */
  export interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Adjusts the request before it is sent; `context` is the connection's own object. */
    setupRequest?: (
      req: RequestSpec,
      context: Record<string, unknown>,
    ) => RequestSpec | null | undefined;
    /** Called with each answer to this request; `context` is the connection's own object. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to send in all (instead of a duration). */
    amount?: number;
    timeout?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** A sequence of requests each connection sends in turn, starting over at the end. */
    requests?: RequestSpec[];
    title?: string;
  }

  interface Result {
    title?: string;
    url: string;
    /** `sent`: requests written, answered or not (aggregated results only). */
    requests: Histogram & { sent?: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }

  function autocannon(opts: Options): PromiseLike<Result>;
  export default autocannon;
}
