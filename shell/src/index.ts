// The async boundary: shared modules are negotiated before any of our code runs.
import('./bootstrap');
