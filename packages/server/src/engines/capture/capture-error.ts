/** A page that could not be captured, with the HTTP status it answered when it got that far. */
export class CaptureError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}
