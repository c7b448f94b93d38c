/** What the registry API says when it refuses something (one place, shared with the tests). */
export const REGISTRY_MESSAGES = {
  builtinNotRemovable: 'Built-in applets cannot be removed',
  notFound: 'Applet not found',
  missingField: (name: string) => `missing required field ${name}`,
  badType: (name: string, type: string) => `${name} must be ${type}`,
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters`,
  pattern: (name: string, rule: string) => `${name} must ${rule}`,
  badUrl: 'source.url must be an absolute http(s) URL without credentials',
  badKind: "source.kind must be 'remote': built-in applets are part of the console's build",
  badSdkRange: 'sdkVersion must be a semver range such as "^1.0.0"',
  incompatibleSdk: (range: string, version: string) =>
    `This applet needs SDK ${range}; the console provides ${version}. Nothing was registered: build the applet against a range this console satisfies (sdkVersion in its applet.json), or register it on a console that provides that SDK.`,
  badPlatformApp: "platformApp must be 'rec', 'chk' or null",
  badManifestUrl: 'url must be the absolute http(s) URL of an applet.json',
  manifestUnreadable: (url: string, reason: string) => `Could not read ${url}: ${reason}`,
  manifestInvalid: (url: string, reason: string) => `${url} is not a valid applet.json: ${reason}`,
  builtinNotEditable: 'Built-in applets are always enabled',
  tooManyLoadErrors: 'Too many load error reports: try again in a minute',
} as const;
