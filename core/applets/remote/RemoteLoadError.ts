/** A remote applet's code could not be fetched or set up; the message reads as a reason. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
}
