/** What the applet area says when an applet cannot run (shown inside the applet's own area). */
export const APPLET_LOAD_MESSAGES = {
  couldNotLoad: (reason: string) => `This applet could not be loaded: ${reason}`,
  needsSdk: (range: string, version: string) => `This applet needs SDK ${range}; the console provides ${version}.`,
  unknownBuiltin: (id: string) => `the console has no built-in applet "${id}".`,
  unknownSource: 'its registration does not say where its code is.',
  notADefinition: 'its module does not export an applet made with defineApplet() as its default export.',
  wrongId: (declared: string, registered: string) => `its code declares the applet "${declared}", but it is registered as "${registered}".`,
  // Remote (Module Federation) failures
  timedOut: (origin: string, seconds: number) => `its code did not arrive from ${origin} within ${seconds} seconds.`,
  fetchFailed: (url: string) => `its code could not be fetched from ${url}.`,
  noContainer: (url: string, scope: string) => `${url} did not define the container "${scope}".`,
  scopeTaken: (scope: string) => `the name "${scope}" is already used by something else on this page.`,
  sharingFailed: (scope: string, detail: string) => `the container "${scope}" could not use the console's shared libraries (${detail}).`,
  noModule: (scope: string, module: string) => `the container "${scope}" has no module "${module}".`,
  noFederation: 'this console was built without Module Federation.',
} as const;
