// A RequestFn on Node's http module: what requestUrl does in the app, minus Electron. It sends
// no Origin header, as the daemon's contract allows (docs/api.md, "Connecting").
import http from "node:http";
import type { HttpRequest, HttpResponse, RequestFn } from "../../src/client";

export const nodeRequest: RequestFn = (request: HttpRequest) =>
	new Promise<HttpResponse>((resolve, reject) => {
		const req = http.request(
			request.url,
			{ method: request.method, headers: request.headers, timeout: 15_000 },
			(res) => {
				const chunks: Buffer[] = [];
				res.on("data", (chunk: Buffer) => chunks.push(chunk));
				res.on("end", () => {
					const text = Buffer.concat(chunks).toString("utf8");
					let json: unknown = null;
					try {
						json = JSON.parse(text);
					} catch {
						json = null;
					}
					const headers: Record<string, string> = {};
					for (const [name, value] of Object.entries(res.headers)) {
						if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
					}
					resolve({ status: res.statusCode ?? 0, headers, json });
				});
				res.on("error", reject);
			},
		);
		req.on("timeout", () => req.destroy(new Error("timed out")));
		req.on("error", reject);
		req.end(request.body);
	});
