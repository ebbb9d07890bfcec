// A question package chosen from a file, as the server reads it
// (docs/packages.md): a SIGame .siq is a zip, sent as base64 in "data";
// a YAML or text package is sent as it is in "content". The live Svoya
// console and the jury's written qualifying load packages the same way.

/** packageBody is the request body for file: its name and its bytes in
 * "data" (.siq) or its text in "content". */
export async function packageBody(file) {
  return file.name.toLowerCase().endsWith(".siq")
    ? { name: file.name, data: base64(await file.arrayBuffer()) }
    : { name: file.name, content: await file.text() };
}

/** base64 encodes bytes for a JSON body, a chunk at a time (a big
 * package would overflow the arguments of one call). */
function base64(buf) {
  let s = "";
  const b = new Uint8Array(buf);
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
  return btoa(s);
}
