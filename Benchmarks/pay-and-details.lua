-- wrk script: alternates an Adaptive Payments Pay with a PaymentDetails of a pay key made beforehand.
-- PAY_KEY and the credentials come from the environment (see adaptive-load.sh).
local headers = {
  ["Content-Type"] = "application/json",
  ["X-PAYPAL-SECURITY-USERID"] = os.getenv("API_USERNAME"),
  ["X-PAYPAL-SECURITY-PASSWORD"] = os.getenv("API_PASSWORD"),
  ["X-PAYPAL-SECURITY-SIGNATURE"] = os.getenv("API_SIGNATURE"),
  ["X-PAYPAL-APPLICATION-ID"] = "APP-80W284485P519543T",
  ["X-PAYPAL-REQUEST-DATA-FORMAT"] = "JSON",
  ["X-PAYPAL-RESPONSE-DATA-FORMAT"] = "JSON",
}
local pay = '{"actionType":"PAY","currencyCode":"USD","returnUrl":"https://m.example/r","cancelUrl":"https://m.example/c",'
  .. '"receiverList":{"receiver":[{"email":"merchant@business.example.com","amount":"10.00"}]}}'
local details = '{"payKey":"' .. os.getenv("PAY_KEY") .. '"}'
local count = 0

request = function()
  count = count + 1
  if count % 2 == 1 then
    return wrk.format("POST", "/AdaptivePayments/Pay", headers, pay)
  end
  return wrk.format("POST", "/AdaptivePayments/PaymentDetails", headers, details)
end

-- Each wrk thread runs its own copy of this script; done() collects their counts.
local threads = {}
setup = function(thread) table.insert(threads, thread) end

failures = 0
response = function(status, headers, body)
  if status ~= 200 or not string.find(body, '"ack":"Success"', 1, true) then
    failures = failures + 1
  end
end

done = function(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("failures") end
  io.write(string.format("failed-answers %d\n", total))
end
