// The one place core imports the applet SDK from. Core implements the SDK's services; keeping
// a single import point means the host and every applet resolve the very same module (the
// service refs, the ServicesProvider context) however the build shares it.
export * from '../sdk';
