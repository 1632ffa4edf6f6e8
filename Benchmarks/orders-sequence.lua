-- wrk script: complete Orders v2 sequences, create → the buyer approves (a POST to the approve link with their
-- log-in) → capture, back to back. Run with one connection per thread (-t N -c N): a thread's calls are then
-- answered in the order it sent them. ACCESS_TOKEN comes from the environment.
local rest = { ["Authorization"] = "Bearer " .. os.getenv("ACCESS_TOKEN"), ["Content-Type"] = "application/json" }
local json = { ["Content-Type"] = "application/json" }
local order = '{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"1.00"}}]}'
local login = '{"email":"alex@personal.example.com","password":"pass1234","funding_source_id":"FS-ALEX-BANK"}'

-- Sequences are timed with the monotonic clock, through LuaJIT's FFI (wrk times single calls only).
local ffi = require("ffi")
ffi.cdef[[
  typedef struct { long tv_sec; long tv_nsec; } timespec;
  int clock_gettime(int clock, timespec *now);
]]
local now = ffi.new("timespec")
local function milliseconds()
  ffi.C.clock_gettime(1, now) -- CLOCK_MONOTONIC
  return tonumber(now.tv_sec) * 1000 + tonumber(now.tv_nsec) / 1e6
end

-- The call this thread sends next, the order it is about, and when its sequence began.
local step, id, began = "create", nil, 0

request = function()
  if step == "create" then began = milliseconds() end
  if step == "approve" then
    return wrk.format("POST", "/checkoutnow?token=" .. id, json, login)
  elseif step == "capture" then
    return wrk.format("POST", "/v2/checkout/orders/" .. id .. "/capture", rest, "{}")
  end
  return wrk.format("POST", "/v2/checkout/orders", rest, order)
end

sequences = 0
failures = 0
durations = {}
response = function(status, headers, body)
  local expected = ({ create = 201, approve = 200, capture = 201 })[step]
  if status ~= expected then
    failures = failures + 1
    step = "create"
  elseif step == "create" then
    id = string.match(body, '"id":"([^"]+)"')
    step = "approve"
  elseif step == "approve" then
    step = "capture"
  else
    sequences = sequences + 1
    durations[sequences] = milliseconds() - began
    step = "create"
  end
end

local threads = {}
setup = function(thread) table.insert(threads, thread) end

done = function(summary, latency, requests)
  local completed, failed, all = 0, 0, {}
  for _, thread in ipairs(threads) do
    completed = completed + thread:get("sequences")
    failed = failed + thread:get("failures")
    for _, duration in ipairs(thread:get("durations")) do table.insert(all, duration) end
  end
  table.sort(all)
  local function percentile(share) return all[math.max(1, math.ceil(share * #all))] or 0 end
  io.write(string.format("sequences %d\nfailed-answers %d\nsequence-p50 %.3f\nsequence-p99 %.3f\n",
    completed, failed, percentile(0.5), percentile(0.99)))
end
