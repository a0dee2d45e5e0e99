/**
 * The answer to a visitor past the anonymous upload limit: what they get without an account and
 * what an account adds, instead of a bare "too many requests".
 */
export function anonymousUploadLimitMessage(previewsPerHour: number): string {
  const previews = previewsPerHour === 1 ? '1 preview' : `${previewsPerHour} previews`;
  return `Visitors get ${previews} an hour. Sign up for a free account to analyse more documents, or try again later.`;
}
