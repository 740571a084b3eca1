/** The part of spark-md5 the MD5 worker uses (the package ships no types). */
declare module 'spark-md5' {
  class IncrementalArrayBufferMd5 {
    append(buffer: ArrayBuffer): this;
    end(raw?: boolean): string;
  }
  const SparkMD5: { ArrayBuffer: new () => IncrementalArrayBufferMd5 };
  export default SparkMD5;
}
