// Build-time helpers for applets (Node, no React): the console's shared singletons and the
// applet.json a build writes. Listed in api-surface.json, described in API.md.

export { APPLET_JSON_FILE, appletJson, type AppletContainer, type AppletJson } from './appletJson';
export { remoteSharedConfig, SHARED_SINGLETONS, type RemoteSharedEntry, type SharedSingletonKey } from './sharedSingletons';
