# The Models API through the Anthropic Python SDK: every version your key can be answered from,
# walked page by page (the SDK follows has_more and last_id itself), and each retrieved by id,
# a level tag included. Set ANTHROPIC_BASE_URL to your stack's /eval and U22A8_API_KEY to a key.
import json
import os

import anthropic

client = anthropic.Anthropic(base_url=os.environ.get("ANTHROPIC_BASE_URL", "https://api.u22a8.ai/eval"), api_key=os.environ["U22A8_API_KEY"])

listed = [model for model in client.models.list(limit=1)]
retrieved = [client.models.retrieve(model.id).id for model in listed]
pinned = client.models.retrieve(f"{listed[0].id.split('@')[0]}:95@{listed[0].id.split('@')[1]}")
print(json.dumps({"listed": [m.id for m in listed], "retrieved": retrieved, "pinned": pinned.id, "reference": [m.model_extra.get("reference") for m in listed]}))
