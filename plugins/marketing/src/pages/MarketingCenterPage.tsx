// TEMPORARY: replaced by the helper building this page
export default function Page() {
  return null;
}
