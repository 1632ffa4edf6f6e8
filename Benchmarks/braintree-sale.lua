-- wrk script: Braintree gateway sales (XML as the Python SDK writes it, basic auth with the seeded merchant's keys, a PayPal
-- one-time nonce).
local headers = {
  ["Authorization"] = "Basic " .. os.getenv("BRAINTREE_BASIC"),
  ["Content-Type"] = "application/xml",
  ["Accept"] = "application/xml",
  ["X-ApiVersion"] = "6",
}
local sale = '<?xml version="1.0" encoding="UTF-8"?><transaction><type>sale</type><amount>10.00</amount>'
  .. '<payment_method_nonce>fake-paypal-one-time-nonce</payment_method_nonce></transaction>'

request = function()
  return wrk.format("POST", "/merchants/payterm-merchant/transactions", headers, sale)
end

failures = 0
response = function(status, headers, body)
  if status ~= 201 then failures = failures + 1 end
end

local threads = {}
setup = function(thread) table.insert(threads, thread) end

done = function(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("failures") end
  io.write(string.format("failed-answers %d\n", total))
end
