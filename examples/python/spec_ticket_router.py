# The spec's §10 Python example (a8-anthropic-messages.md), as written: a ticket router at a
# minimum accuracy of 95. Point base_url at your stack (the tests replace the host) and set
# U22A8_API_KEY to a key with models:infer.
import json
import os

from anthropic import Anthropic

client = Anthropic(
    base_url="https://api.u22a8.ai/eval",
    api_key=os.environ["U22A8_API_KEY"],
)

route = {
    "type": "json_schema",
    "schema": {
        "type": "object",
        "properties": {"queue": {"enum": ["billing", "shipping", "account"]}},
    },
}

message = client.messages.create(
    model="a8:95",  # minimum accuracy 95
    max_tokens=1024,  # the SDK requires it
    system="Which queue does the ticket belong in?",
    messages=[
        {"role": "user", "content": "It arrived crushed. I want a refund."},
    ],
    output_config={"format": route},
)
print(message.stop_reason)  # "end_turn", or "refusal" on an abstention
print(json.loads(message.content[0].text))  # {'queue': 'shipping'}
print(message.model)  # the version that answered
print(json.dumps({"min_accuracy": message.model_extra.get("min_accuracy"), "abstention": message.model_extra.get("abstention")}))
