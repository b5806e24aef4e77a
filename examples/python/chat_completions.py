# The same ticket router through the Chat Completions interface, with the openai Python SDK.
import json
import os

from openai import OpenAI

client = OpenAI(base_url=os.environ["A8_OPENAI_BASE_URL"], api_key=os.environ["U22A8_API_KEY"])

completion = client.chat.completions.create(
    model="a8:95",
    messages=[
        {"role": "system", "content": "Which queue does the ticket belong in?"},
        {"role": "user", "content": "It arrived crushed. I want a refund."},
    ],
    response_format={
        "type": "json_schema",
        "json_schema": {"name": "route", "schema": {"type": "object", "properties": {"queue": {"enum": ["billing", "shipping", "account"]}}}},
    },
)
choice = completion.choices[0]
print(choice.finish_reason)
print(json.loads(choice.message.content))
print(completion.model)
print(json.dumps({"min_accuracy": (completion.model_extra or {}).get("min_accuracy")}))
