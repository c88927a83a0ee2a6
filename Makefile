# The two commands a new user needs: `make generate` and `make test`.
# Everything is installed locally: Python packages into .venv (pinned by
# requirements.lock), Node tools into node_modules (pinned by package-lock.json).

# PYTHON and VENV may be given on the command line to run under another interpreter, each in a
# virtual environment of its own (see test-py313).
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
CODEGEN := $(VENV)/bin/acp-codegen
PY_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
CHECKERS := $(VENV)/checkers
CHECKERS_STAMP := $(CHECKERS)/.installed

.PHONY: all generate check test test-fast test-compiled test-py313 fuzz mutation bench bench-transcript lint clean

all: generate

$(PY_STAMP): requirements.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.lock
	$(PY) -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $@

# checkers.lock's older checkers, each in a folder of its own (two releases of one package
# cannot share an environment).
$(CHECKERS_STAMP): checkers.lock $(PY_STAMP)
	rm -rf $(CHECKERS)
	grep -v '^#' checkers.lock | while read -r requirement; do \
	  [ -n "$$requirement" ] || continue; \
	  $(PY) -m pip install --quiet --no-deps --target "$(CHECKERS)/$$(echo "$$requirement" | sed 's/==/-/')" "$$requirement" || exit 1; \
	done
	touch $@

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Regenerate everything under generated/ from schema/.
generate: $(PY_STAMP) $(NODE_STAMP)
	$(CODEGEN) generate

# Fail (exit 1) when generated/ is stale; writes nothing.
check: $(PY_STAMP) $(NODE_STAMP)
	$(CODEGEN) generate --check

# Everything, the tests marked slow included, but the compiled build's (test-compiled): what CI
# runs, with test-compiled.
test: $(PY_STAMP) $(NODE_STAMP) $(CHECKERS_STAMP)
	$(PY) -m pytest -n 2 --dist loadgroup -q -m "not compiled"

# The edit-test loop: every test but those marked slow (pyproject.toml lists the markers).
test-fast: $(PY_STAMP) $(NODE_STAMP) $(CHECKERS_STAMP)
	$(PY) -m pytest -n 2 --dist loadgroup -q -m "not slow and not compiled"

# The compiled build (mypyc) beside the pure package: its two builds (the generated package,
# the JSON Schema Test Suite's validators) take minutes each, mostly on one core, and each has
# a test file of its own, so they run at once on two workers, one file each (build/compiled/
# keeps them for the next run); not part of test.
test-compiled: $(PY_STAMP) $(NODE_STAMP)
	$(PY) -m pytest -n 2 --dist loadfile -q -m compiled

# The generator's output must not depend on the interpreter that runs it: the fast suite and
# `generate --check` again under CPython 3.13 (the team's shared build), in .venv-py313.
PY313 ?= ../shared/tools/python3.13
test-py313:
	$(MAKE) PYTHON=$(PY313) VENV=.venv-py313 check test-fast

# The parsers' differential fuzz against jsonschema at 20 times the size `make test` runs it
# (ACP_FUZZ_SCALE=N for another size).
fuzz: $(PY_STAMP)
	ACP_FUZZ_SCALE=$${ACP_FUZZ_SCALE:-20} $(PY) -m pytest -n 2 -q tests/render/test_parse_fuzz.py

# Mutation testing of the generator's core (not part of `make test`: it takes long; see
# docs/architecture.md). MODULES="naming.py ..." mutates some; sessions resume from .mutation/.
MUTATION := $(VENV)/mutation
MUTATION_STAMP := $(MUTATION)/.installed
$(MUTATION_STAMP): mutation.lock $(PY_STAMP)
	rm -rf $(MUTATION)
	$(PY) -m venv $(MUTATION)
	$(MUTATION)/bin/python -m pip install --quiet -r mutation.lock
	touch $@

mutation: $(PY_STAMP) $(NODE_STAMP) $(MUTATION_STAMP)
	$(PY) -m mutation $(MODULES) $(if $(OPERATORS),--operators $(OPERATORS))

# The modules that ship as they are in every generated package (the runtime folders'
# __init__.py files are the generator's, not shipped) must pass the broad rule set at the
# generated packages' 88 columns, with the ruff we pin and with the SDK's older one.
SHIPPED_RUNTIME := \
  $(filter-out %/__init__.py,$(wildcard generator/acp_codegen/behaviour/runtime/*.py)) \
  generator/acp_codegen/validators/runtime/_validation_runtime.py \
  generator/acp_codegen/render/runtime/_runtime.py
OLD_RUFF := $(CHECKERS)/$(shell grep '^ruff==' checkers.lock | sed 's/==/-/')/bin/ruff
BROAD_RUFF := check --config tests/data/ruff-broad.toml --line-length 88

# The interface the behaviour modules are type-checked against in this tree, generated from the
# declarations every package's _facts.py is generated from (not committed).
FACTS_INTERFACE := generator/acp_codegen/behaviour/runtime/_facts.pyi
$(FACTS_INTERFACE): $(PY_STAMP) generator/acp_codegen/behaviour/interface.py \
  generator/acp_codegen/templates/python/_facts.pyi.jinja
	$(PY) -m acp_codegen.behaviour.interface > $@.tmp && mv $@.tmp $@

lint: $(PY_STAMP) $(CHECKERS_STAMP) $(FACTS_INTERFACE)
	$(VENV)/bin/ruff check generator tests bench mutation
	$(VENV)/bin/ruff format --check generator tests bench mutation
	$(VENV)/bin/ruff $(BROAD_RUFF) $(SHIPPED_RUNTIME)
	$(OLD_RUFF) $(BROAD_RUFF) $(SHIPPED_RUNTIME)
	$(VENV)/bin/mypy --strict -p acp_codegen && $(VENV)/bin/mypy --strict generated/python generated/pydantic
	@# Dead code: what nothing in the generator, the generated packages or the tests uses,
	@# less the reasoned allow-list (fields templates read, runtime functions some schemas need)
	@# and the scenarios, which their @case decorator registers.
	! $(VENV)/bin/vulture generator/acp_codegen generated/python generated/pydantic tests \
	  tests/data/dead-code-allow.py --min-confidence 60 --ignore-decorators "@case" \
	  --exclude generator/acp_codegen/profiles \
	  | grep '^generator/'

bench: $(PY_STAMP) $(NODE_STAMP)
	$(PY) -m bench

# check-transcript on generated logs of 30, 150 and 300 MB beside the floor of reading them.
bench-transcript: $(PY_STAMP)
	$(PY) -m bench.transcript

clean:
	rm -rf $(VENV) .venv-py313 node_modules
