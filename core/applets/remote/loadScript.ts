import { APPLET_LOAD_MESSAGES as M } from '../messages';
import { RemoteLoadError } from './RemoteLoadError';

/**
 * Adds a classic <script> for `url` and settles when it has run (onload), failed (404,
 * network, blocked by the CSP: onerror) or taken longer than `timeoutMs`. A script that
 * failed or timed out is removed again.
 */
export function loadScript(url: string, timeoutMs: number, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    const done = () => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    };
    const fail = (message: string) => {
      done();
      script.remove();
      reject(new RemoteLoadError(message));
    };
    const timer = setTimeout(() => fail(M.timedOut(new URL(url, doc.baseURI).origin, Math.round(timeoutMs / 1000))), timeoutMs);
    script.onload = () => {
      done();
      resolve();
    };
    script.onerror = () => fail(M.fetchFailed(url));
    script.async = true;
    script.src = url;
    script.dataset.appletRemote = '';
    doc.head.appendChild(script);
  });
}
