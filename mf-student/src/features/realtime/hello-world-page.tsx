/**
 * `/abc`: the spec's realtime smoke-test page. It only proves that the remote renders inside the
 * shell; the live features test the WebSocket for real, so nothing is subscribed here.
 */
export function HelloWorldPage() {
  return <h1>Hello World</h1>;
}
