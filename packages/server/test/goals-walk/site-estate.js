// Estate agency site for the goals-walk corpus: to be written (see fresh-estate.js).
export function estateState() {
  return { sessions: new Map() };
}
export async function estateRoutes() {
  return null;
}
export function estateGetForms() {
  return [];
}
