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

/** What the Applet Registry page says about a dev applet this browser is pointed at. */
export const DEV_APPLET_MESSAGES = {
  notAUrl: (url: string) => `${url} is not a URL: give the address of the applet.json npm run dev serves, such as http://localhost:5180/applet.json.`,
  notLoopback: (url: string) =>
    `${url} is not on this machine: a dev applet must be served from http://localhost, 127.0.0.1 or [::1] with its port (npm run dev serves http://localhost:5180/applet.json); the console's security policy blocks code from any other address. To share an applet, host its build and register it above.`,
  unreachable: (url: string) => `Nothing answered at ${url}: is npm run dev running?`,
  answered: (url: string, status: number) => `Could not read ${url}: it answered ${status}.`,
  notJson: (url: string) => `${url} is not JSON: is it the applet.json your build wrote?`,
  invalid: (url: string) => `${url} is not a valid applet.json: it needs id, route and source (url, scope, module), as defineApplet writes them.`,
  builtinId: (id: string) => `id "${id}" is the id of a built-in applet; a dev applet cannot replace it. Choose another id.`,
  builtinRoute: (route: string) => `route "${route}" is the route of a built-in applet; a dev applet cannot replace it. Choose another route.`,
  needsSdk: (range: string, version: string) => `This applet needs SDK ${range}; the console provides ${version}.`,
} as const;
