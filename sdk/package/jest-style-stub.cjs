// Style imports in tests: class names come back as their keys (`styles.title` -> 'title').
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
