/**
 * A page that could not be captured, with the HTTP status it answered when it got that far.
 * `transient` when another try may well succeed: the capture or its navigation ran out of time
 * (a loaded machine), not an answer of the page itself.
 */
export class CaptureError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
    readonly transient = false,
  ) {
    super(message);
  }
}
