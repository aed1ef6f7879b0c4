// The gateway's inner walls (ARCHITECTURE.md), as lint zones. Imported by the root eslint.config.js.
export default [];
