/** Register-interest form on 'Coming soon' pages. (Placeholder until the feature lands.) */
export function RegisterInterest(_props: { path: string; title: string }) {
  return null;
}
